import { getFormBoxes } from '@file1099/forms';
import { CentsSum, formatCents } from '../numbers.ts';
import type { EfileReturn } from '../model.ts';
import { TOTAL_REPORTED, type IrisFormTable } from './elements.ts';
import type { XmlBuffer } from './xml-buffer.ts';

/**
 * Sums of one submission (or of one CF/SF state in it), exact in cents at any size (a sum may pass
 * 2^53 cents); a box is written when any record has it.
 */
export interface SubmissionTotals {
  count: number;
  sums: Map<string, CentsSum>;
  stateTaxCents: CentsSum;
  localTaxCents: CentsSum;
}

export function createSubmissionTotals(): SubmissionTotals {
  return { count: 0, sums: new Map(), stateTaxCents: new CentsSum(), localTaxCents: new CentsSum() };
}

function getSum(totals: SubmissionTotals, box: string): CentsSum {
  let sum = totals.sums.get(box);
  if (!sum) {
    sum = new CentsSum();
    totals.sums.set(box, sum);
  }
  return sum;
}

/** Form 1096 box 5 boxes of a form and year (forms catalogue `countsOn1096`), for TotalReportedAmt. */
function get1096Boxes(ret: EfileReturn): readonly string[] {
  return getFormBoxes(ret.formType, ret.taxYear)
    .filter((box) => box.countsOn1096)
    .map((box) => box.name);
}

export function addToSubmissionTotals(
  totals: SubmissionTotals,
  ret: EfileReturn,
  table: IrisFormTable,
): void {
  totals.count += 1;
  for (const box of table.totalBoxes) {
    if (box === TOTAL_REPORTED) {
      // Each box is added on its own: the boxes of one record may already pass 2^53 together.
      const sum = getSum(totals, box);
      for (const name of get1096Boxes(ret)) {
        const value = ret.filingData[name];
        if (typeof value === 'number') sum.add(value);
      }
      continue;
    }
    const value = ret.filingData[box];
    if (typeof value === 'number') getSum(totals, box).add(value);
  }
  const stateTax = ret.filingData.state1TaxWithheld;
  if (typeof stateTax === 'number') totals.stateTaxCents.add(stateTax);
  totals.localTaxCents.add(ret.localTaxWithheldCents ?? 0);
}

function getElementName(table: IrisFormTable, box: string): string {
  if (box === TOTAL_REPORTED) return 'TotalReportedAmt';
  return table.elements.find((element) => element.box === box)?.element ?? box;
}

function writeSum(xml: XmlBuffer, table: IrisFormTable, totals: SubmissionTotals, box: string): void {
  const sum = totals.sums.get(box);
  if (sum !== undefined) xml.leaf(getElementName(table, box), formatCents(sum.value));
}

/** IRSubmission1FormTotals: the form's TotalAmtGrp, then one TotalByStateGrp per CF/SF state. */
export function writeFormTotals(
  xml: XmlBuffer,
  table: IrisFormTable,
  totals: SubmissionTotals,
  byState: ReadonlyMap<string, SubmissionTotals>,
): void {
  xml.open('IRSubmission1FormTotals');
  xml.open(table.totals);
  for (const box of table.totalBoxes) writeSum(xml, table, totals, box);
  xml.close(table.totals);
  if (table.totalsByState) {
    for (const [state, stateTotals] of [...byState].sort(([left], [right]) => left.localeCompare(right))) {
      xml.open(table.totalsByState);
      xml.leaf('StateAbbreviationCd', state);
      xml.leaf('TotalReportedRcpntFormCnt', stateTotals.count);
      // TY2025 TotalByStateGrp types: federal tax first when the totals group starts with it, then state and local tax.
      const boxes = table.totalBoxes.filter((box) => box !== TOTAL_REPORTED);
      const federalFirst = boxes[0] === 'federalTaxWithheld';
      if (federalFirst) writeSum(xml, table, stateTotals, 'federalTaxWithheld');
      xml.leaf('StateTaxWithheldAmt', formatCents(stateTotals.stateTaxCents.value));
      xml.leaf('LocalTaxWithheldAmt', formatCents(stateTotals.localTaxCents.value));
      for (const box of federalFirst ? boxes.slice(1) : boxes) writeSum(xml, table, stateTotals, box);
      xml.close(table.totalsByState);
    }
  }
  xml.close('IRSubmission1FormTotals');
}
