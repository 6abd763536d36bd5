import { Navigate, useParams, useSearchParams } from 'react-router';
import { Stack, Typography } from '@mui/material';
import { findPartnerByPath } from '@file1099/forms';
import { PartnerConnectPanel } from '../integrations/PartnerConnectPanel.tsx';
import { INTEGRATION_PARTNERS } from './integrationPartners.ts';
import { PlaceholderPage } from './PlaceholderPage.tsx';

/** Partners whose connect flow is built (the others keep the placeholder). */
const CONNECTABLE = new Set(['qbo', 'xero', 'freshbooks', 'zoho', 'bill', 'bqecore', 'wave']);

/**
 * /file1099/integrations/{partnerPath}; an unknown partner goes to /pagenotfound (spec part 2 §2).
 * The optional disconnectIntegration parameter disconnects before anything else.
 */
export function IntegrationPage() {
  const { partnerPath = '' } = useParams();
  const [search] = useSearchParams();
  const product = Object.hasOwn(INTEGRATION_PARTNERS, partnerPath)
    ? INTEGRATION_PARTNERS[partnerPath]
    : undefined;
  const partner = findPartnerByPath(partnerPath);
  if (!product) return <Navigate to="/pagenotfound" replace />;
  if (partner && CONNECTABLE.has(partner.path))
    return (
      <Stack spacing={3}>
        <Typography variant="h4" component="h1">
          {partner.productName}
        </Typography>
        <PartnerConnectPanel
          partner={partner.id}
          productName={partner.productName}
          connectPath={partner.connectPath}
          disconnectFirst={search.has('disconnectIntegration')}
        />
      </Stack>
    );
  return (
    <PlaceholderPage
      title={product}
      text={`${product}: connecting File1099 with ${product} and importing your data will be set up here.`}
    />
  );
}
