import { useState } from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { PageHeading } from '../form-kit/PageHeading.tsx';
import { TransmissionsTab } from './TransmissionsTab.tsx';

/**
 * /transmissions (super admins, spec part 2 §2, §4): agency (IRS) transmissions and TIN-match
 * transmissions. The manual flow: Generate, Download, upload through the IRIS Taxpayer Portal, Edit
 * with the ACK number, then record the answer (Process Response, Mark as Accepted or Rejected).
 */
export function TransmissionsPage() {
  const [tab, setTab] = useState<'tnn' | 'tin'>('tnn');
  return (
    <>
      <PageHeading title="Transmissions">
        Files for the IRS: e-filed returns (agency) and bulk TIN matching requests.
      </PageHeading>
      <Tabs value={tab} onChange={(_e, value: 'tnn' | 'tin') => setTab(value)} sx={{ mb: 2 }}>
        <Tab value="tnn" label="Agency" />
        <Tab value="tin" label="TIN Match" />
      </Tabs>
      <Box>
        <TransmissionsTab key={tab} kind={tab} />
      </Box>
    </>
  );
}
