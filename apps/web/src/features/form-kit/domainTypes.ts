/** The account types (domain types) a person can choose; no form library needed to show them. */
export const DOMAIN_TYPE_OPTIONS = [
  { value: 'B', label: 'Business', text: 'A company that files 1099s for its payees.' },
  { value: 'A', label: 'Accounting firm', text: 'An accountant who files 1099s for clients.' },
  { value: 'C', label: 'Individual', text: 'A person who files 1099s in their own name.' },
] as const;

export function getDomainTypeLabel(type: string | null): string {
  return DOMAIN_TYPE_OPTIONS.find((option) => option.value === type)?.label ?? '';
}
