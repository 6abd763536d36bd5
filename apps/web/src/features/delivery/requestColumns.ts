import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';
import { FORM_TYPE_LABELS, getFilingStatusLabel, isFilingStatus, isFormType } from '@file1099/forms';

/** What the back office's E-mail and Print Requests rows share. */
interface RequestRow extends GridValidRowModel {
  filingId: number;
  domainId: number;
  formType: string;
  payerName: string;
  payeeName: string;
  filingStatus: string;
}

/** The first columns of a request grid: filing, account, form, payer and payee. */
export function requestHeadColumns<T extends RequestRow>(): GridColDef<T>[] {
  return [
    { field: 'filingId', headerName: 'Filing', width: 90 },
    { field: 'domainId', headerName: 'Account', width: 90 },
    {
      field: 'formType',
      headerName: 'Form',
      width: 110,
      valueFormatter: (v: string) => (isFormType(v) ? FORM_TYPE_LABELS[v] : v),
    },
    { field: 'payerName', headerName: 'Payer', flex: 1, minWidth: 150 },
    { field: 'payeeName', headerName: 'Payee', flex: 1, minWidth: 150 },
  ];
}

/** The filing's IRS e-file status, in the grid's words. */
export function filingStatusColumn<T extends RequestRow>(): GridColDef<T> {
  return {
    field: 'filingStatus',
    headerName: 'IRS eFile status',
    width: 140,
    valueFormatter: (v: string) => (isFilingStatus(v) ? getFilingStatusLabel(v) : v),
  };
}
