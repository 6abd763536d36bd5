import { Navigate, useParams } from 'react-router';
import { INTEGRATION_PARTNERS } from './integrationPartners.ts';
import { PlaceholderPage } from './PlaceholderPage.tsx';

/** /file1099/integrations/{partnerPath}; an unknown partner goes to /pagenotfound (spec part 2 §2). */
export function IntegrationPage() {
  const { partnerPath = '' } = useParams();
  const product = Object.hasOwn(INTEGRATION_PARTNERS, partnerPath)
    ? INTEGRATION_PARTNERS[partnerPath]
    : undefined;
  if (!product) return <Navigate to="/pagenotfound" replace />;
  return (
    <PlaceholderPage
      title={product}
      text={`${product}: connecting File1099 with ${product} and importing your data will be set up here.`}
    />
  );
}
