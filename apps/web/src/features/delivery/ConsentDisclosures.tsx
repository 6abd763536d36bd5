import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';

/**
 * The consent disclosures (form-rules §G) and the sample-PDF step, as the statement page and the
 * contractor app both show them before the code is typed back.
 */
export function ConsentDisclosures({
  disclosures,
  sampleUrl,
}: {
  disclosures: readonly { title: string; text: string }[];
  sampleUrl: string;
}) {
  return (
    <>
      {disclosures.map((item) => (
        <div key={item.title}>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
            {item.title}
          </Typography>
          <Typography variant="body2">{item.text}</Typography>
        </div>
      ))}
      <Typography>
        To show that you can open your statements,{' '}
        <Link href={sampleUrl} target="_blank" rel="noopener">
          open the sample PDF
        </Link>{' '}
        and enter the code shown in it.
      </Typography>
    </>
  );
}
