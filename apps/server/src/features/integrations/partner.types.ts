import type { PartnerAccount, PartnerPaymentLine } from '@file1099/forms';

/** A vendor as a partner gives it, before it becomes a payee (docs/integrations.md). */
export interface PartnerVendorRecord {
  vendorId: string;
  displayName: string;
  businessName: string;
  firstName: string;
  lastName: string;
  is1099Vendor: boolean;
  active: boolean;
  /**
   * What the partner shows of the TIN. Usually masked ('***-**-6789'): the import treats a masked or
   * missing TIN as missing and flags the payee for a W-9 request.
   */
  tinHint: string;
  email: string;
  address: { line1: string; line2: string; city: string; state: string; postalCode: string; country: string };
}

export interface PartnerCompany {
  name: string;
  legalName: string;
  email: string;
  phone: string;
  address: PartnerVendorRecord['address'];
  /** The books' home currency (ISO 4217). */
  currency: string;
}

/** What the import reads from any partner's books for one tax year. */
export interface PartnerBooksReader {
  company(): Promise<PartnerCompany>;
  vendors(): Promise<PartnerVendorRecord[]>;
  accounts(): Promise<PartnerAccount[]>;
  paymentLines(taxYear: number): Promise<PartnerPaymentLine[]>;
}
