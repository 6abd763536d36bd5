import { Link as RouterLink } from 'react-router';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useDocumentTitle } from '../routing/useDocumentTitle.ts';

const APPS = [
  {
    to: '/file1099',
    name: 'File 1099s',
    text: 'Prepare, e-file and deliver 1099s as a payer or accountant.',
  },
  { to: '/contractor', name: 'View 1099s', text: 'See the 1099s issued to you and your W-9 info.' },
];

/** /selectapp: the app cards (spec part 1 §2); the route needs a user with a selected account. */
export function SelectAppPage() {
  useDocumentTitle('Select app');
  return (
    <>
      <Typography variant="h5" component="h1" gutterBottom>
        Select app
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {APPS.map((app) => (
          <Card key={app.to} variant="outlined" sx={{ flex: 1 }}>
            <CardActionArea component={RouterLink} to={app.to}>
              <CardContent>
                <Typography variant="h6">{app.name}</Typography>
                <Typography color="text.secondary">{app.text}</Typography>
              </CardContent>
            </CardActionArea>
          </Card>
        ))}
      </Stack>
    </>
  );
}
