import BadgeIcon from '@mui/icons-material/Badge';
import HistoryIcon from '@mui/icons-material/History';
import type { SvgIconComponent } from '@mui/icons-material';
import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import AssessmentIcon from '@mui/icons-material/Assessment';
import BusinessIcon from '@mui/icons-material/Business';
import DashboardIcon from '@mui/icons-material/Dashboard';
import DescriptionIcon from '@mui/icons-material/Description';
import DnsIcon from '@mui/icons-material/Dns';
import EmailIcon from '@mui/icons-material/Email';
import ExtensionIcon from '@mui/icons-material/Extension';
import GroupIcon from '@mui/icons-material/Group';
import InfoIcon from '@mui/icons-material/Info';
import LocalPrintshopIcon from '@mui/icons-material/LocalPrintshop';
import LogoutIcon from '@mui/icons-material/Logout';
import MarkEmailReadIcon from '@mui/icons-material/MarkEmailRead';
import PeopleIcon from '@mui/icons-material/People';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import SendIcon from '@mui/icons-material/Send';
import SettingsIcon from '@mui/icons-material/Settings';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import WorkIcon from '@mui/icons-material/Work';
import type { FeatureFlags } from '@file1099/shared';
import { getAccountantMode } from '../session/accountantMode.ts';
import type { SessionUser } from '../session/session.types.ts';

export type AppId = 'file1099' | 'contractor';

export interface NavItem {
  label: string;
  to: string;
  icon: SvgIconComponent;
}

export interface NavSection {
  /** Section heading; null for the unlabelled app routes. */
  title: string | null;
  items: NavItem[];
}

/** Spec part 2 §2, "Left navigation for filers". */
export const FILER_NAV: NavItem[] = [
  { label: 'Dashboard', to: '/file1099/dashboard', icon: DashboardIcon },
  { label: 'Payer info', to: '/file1099/payer', icon: BusinessIcon },
  { label: 'Payees', to: '/file1099/payees', icon: PeopleIcon },
  { label: 'Filings', to: '/file1099/filings', icon: DescriptionIcon },
  { label: 'Integrations', to: '/file1099/integrations', icon: ExtensionIcon },
  { label: 'Reports', to: '/file1099/reports', icon: AssessmentIcon },
];

export const ADMIN_NAV: NavItem[] = [
  { label: 'EFS Filings', to: '/file1099/efsfilings', icon: AccountBalanceIcon },
  { label: 'Transmissions', to: '/file1099/transmissions', icon: SendIcon },
  { label: 'Print Requests', to: '/file1099/printrequests', icon: LocalPrintshopIcon },
  { label: 'Email Requests', to: '/file1099/emailrequests', icon: EmailIcon },
  { label: 'DeployInfo', to: '/file1099/deployinfo', icon: DnsIcon },
  { label: 'Config Management', to: '/file1099/configmanagement', icon: SettingsIcon },
  { label: 'Workers', to: '/file1099/workers', icon: BadgeIcon },
  { label: 'Audit Trail', to: '/file1099/audit', icon: HistoryIcon },
  { label: 'Mail Outbox', to: '/file1099/outbox', icon: MarkEmailReadIcon },
];

export const CONTRACTOR_NAV: NavItem[] = [
  { label: 'Dashboard', to: '/contractor/dashboard', icon: DashboardIcon },
  { label: 'W9 Info', to: '/contractor/w9', icon: InfoIcon },
  { label: '1099 Forms', to: '/contractor/forms', icon: DescriptionIcon },
];

/** Drawer sections for the signed-in user (spec part 1 §2 Layout and §6; part 2 §2). */
export function getDrawerSections(
  app: AppId,
  user: SessionUser | null,
  features: FeatureFlags,
): NavSection[] {
  if (app === 'contractor') return [{ title: null, items: CONTRACTOR_NAV }];
  const sections: NavSection[] = [];
  const mode = getAccountantMode(user);
  if (mode === 'shell') {
    const practice: NavItem[] = [{ label: 'Clients', to: '/file1099/clients', icon: WorkIcon }];
    if (features.userManagement) {
      practice.push(
        { label: 'Team', to: '/file1099/team', icon: GroupIcon },
        { label: 'Billing', to: '/file1099/transactions', icon: ReceiptLongIcon },
      );
    }
    sections.push(
      { title: 'YOUR PRACTICE', items: practice },
      {
        title: 'YOUR FIRM',
        items: [{ label: 'Firm Filings', to: '/file1099/switchtofirm', icon: BusinessIcon }],
      },
    );
  } else if (mode === 'inClient' && user) {
    sections.push({
      title: (user.domainName ?? 'Client').toUpperCase(),
      items: [...FILER_NAV, { label: 'My Practice', to: '/file1099/switchtopractice', icon: SwapHorizIcon }],
    });
  } else {
    sections.push({ title: null, items: FILER_NAV });
  }
  if (user?.isSuperAdmin) sections.push({ title: 'ADMIN', items: ADMIN_NAV });
  return sections;
}

/** Extra entries of the temporary (mobile) drawer for a signed-in user. */
export function getMobileSection(user: SessionUser | null): NavSection | null {
  if (!user) return null;
  return {
    title: null,
    items: [
      { label: 'Add Account', to: '/addaccount', icon: PersonAddIcon },
      { label: 'Switch Account', to: '/selectaccount', icon: SwapHorizIcon },
      { label: 'Logout', to: '/logout', icon: LogoutIcon },
    ],
  };
}
