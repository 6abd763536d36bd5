import { Fragment } from 'react';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { formatCents, type Invoice } from '@file1099/forms';

/**
 * The order (spec part 2 §3 Invoice): per service its quantity and how many were paid before, then the
 * price tiers it falls in with unit price and amount, and the total. Every amount is cents, shown as dollars.
 */
export function InvoiceTable({ invoice }: { invoice: Invoice }) {
  return (
    <TableContainer>
      <Table size="small" aria-label="Order">
        <TableHead>
          <TableRow>
            <TableCell>Service</TableCell>
            <TableCell align="right">Quantity</TableCell>
            <TableCell align="right">Already paid</TableCell>
            <TableCell align="right">Unit price</TableCell>
            <TableCell align="right">Amount</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {invoice.serviceItems.map((item) => (
            <Fragment key={item.service}>
              <TableRow data-testid={`invoice-service-${item.service}`}>
                <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
                  {item.description}
                </TableCell>
                <TableCell align="right">{item.quantity}</TableCell>
                <TableCell align="right">{item.alreadyPaid}</TableCell>
                <TableCell />
                <TableCell align="right">{formatCents(item.totalAmount)}</TableCell>
              </TableRow>
              {item.lineItems.map((line) => (
                <TableRow key={`${item.service}-${line.description}-${line.itemPrice}`}>
                  <TableCell sx={{ pl: 4 }}>{line.description}</TableCell>
                  <TableCell align="right">{line.quantity}</TableCell>
                  <TableCell />
                  <TableCell align="right">{formatCents(line.itemPrice)}</TableCell>
                  <TableCell align="right">{formatCents(line.lineAmount)}</TableCell>
                </TableRow>
              ))}
            </Fragment>
          ))}
          <TableRow data-testid="invoice-total">
            <TableCell component="th" scope="row" colSpan={4} sx={{ fontWeight: 700 }}>
              Total
            </TableCell>
            <TableCell align="right" sx={{ fontWeight: 700 }}>
              {formatCents(invoice.totalAmount)}
            </TableCell>
          </TableRow>
        </TableBody>
      </Table>
    </TableContainer>
  );
}
