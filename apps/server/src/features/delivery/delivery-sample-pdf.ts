import { loadPdfLib } from '../../lib/lazy-modules.ts';

/**
 * The small sample PDF of the consent page: whoever can read the code in it can open the PDFs their
 * statements come in (reference §G, "in a way that shows the recipient can open the statement").
 */
export async function createSamplePdf(code: string, payerName: string): Promise<Buffer> {
  const { PDFDocument, StandardFonts, rgb } = await loadPdfLib();
  const pdf = await PDFDocument.create();
  pdf.setTitle('File1099 sample statement');
  pdf.setCreator('File1099');
  const page = pdf.addPage([612, 396]);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const ascii = (value: string) => value.normalize('NFKD').replace(/[^\x20-\x7e]/g, '');
  page.drawText('Sample document', { x: 48, y: 330, size: 20, font: bold, color: rgb(0.08, 0.4, 0.75) });
  page.drawText(`Your statements from ${ascii(payerName).slice(0, 60)} come as PDF files like this one.`, {
    x: 48,
    y: 296,
    size: 11,
    font,
  });
  page.drawText('Enter this code on the consent page to show that you can open them:', {
    x: 48,
    y: 270,
    size: 11,
    font,
  });
  page.drawText(`Your code: ${code}`, { x: 48, y: 220, size: 28, font: bold });
  page.drawText('This sample holds no tax information.', { x: 48, y: 80, size: 9, font });
  return Buffer.from(await pdf.save());
}
