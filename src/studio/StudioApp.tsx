import { useMemo, useState, type ReactNode } from 'react';
import { CoreAdmin, CustomRoutes, Resource } from 'ra-core';
import { Route } from 'react-router-dom';
import { AccountScreen } from './account/AccountScreen.tsx';
import { AuditScreen } from './audit/AuditScreen.tsx';
import { StudioLayout } from './layout/StudioLayout.tsx';
import { MastersScreen } from './media/MastersScreen.tsx';
import { LicencesScreen } from './rights/LicencesScreen.tsx';
import { PlaysScreen } from './plays/PlaysScreen.tsx';
import { PublishScreen } from './publishing/PublishScreen.tsx';
import { HomeScreen } from './screens/HomeScreen.tsx';
import { InvitationScreen } from './screens/InvitationScreen.tsx';
import { NotAllowedScreen } from './screens/NotAllowedScreen.tsx';
import { SignInScreen } from './screens/SignInScreen.tsx';
import { authProvider } from './session/auth-provider.ts';
import { dataProvider } from './session/data-provider.ts';
import { i18nProvider } from './session/i18n-provider.ts';
import { openAtSignInWhenSignedOut } from './session/entry-address.ts';
import { useListenerRefusal } from './session/listener-refusal.ts';
import { StaffScreen } from './staff/StaffScreen.tsx';
import { RecordCreateScreen, RecordEditScreen } from './records/RecordEditScreen.tsx';
import { RecordListScreen } from './records/RecordListScreen.tsx';
import { STUDIO_LISTS } from '#lib/studio/records.ts';
import styles from './ui/Studio.module.css';

/**
 * The studio: ra-core (the headless core of react-admin) over the studio API, drawn in the site's
 * own look. Its screens live at hash addresses (`/studio/#/staff`), so the one static page serves all.
 */
export default function StudioApp({ siteHome }: { siteHome: string }) {
  // Once, before ra-core's router first reads the address.
  useState(openAtSignInWhenSignedOut);
  const refusal = useListenerRefusal();
  const [staffSignIn, setStaffSignIn] = useState(false);
  // Stable components: a new one at each render would remount the studio's whole frame.
  const Layout = useMemo(
    () =>
      function Frame({ children }: { children: ReactNode }) {
        return <StudioLayout siteHome={siteHome}>{children}</StudioLayout>;
      },
    [siteHome],
  );
  const SignIn = useMemo(
    () =>
      function StaffSignIn() {
        return <SignInScreen siteHome={siteHome} />;
      },
    [siteHome],
  );
  if (refusal === 'checking') return <p className={styles.main}>Opening the studio…</p>;
  if (refusal === 'refused' && !staffSignIn)
    return <NotAllowedScreen siteHome={siteHome} onStaffSignIn={() => setStaffSignIn(true)} />;
  return (
    <CoreAdmin
      title="Studio - Concert Library"
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      layout={Layout}
      loginPage={SignIn}
      dashboard={HomeScreen}
      requireAuth
      disableTelemetry
    >
      <Resource name="staff" list={StaffScreen} />
      <Resource name="audit" list={AuditScreen} />
      {STUDIO_LISTS.map((list) => (
        <Resource key={list} name={list} list={RecordListScreen} edit={RecordEditScreen} create={RecordCreateScreen} />
      ))}
      <CustomRoutes>
        <Route path="/account" element={<AccountScreen />} />
        <Route path="/publish" element={<PublishScreen siteHome={siteHome} />} />
        <Route path="/media" element={<MastersScreen />} />
        <Route path="/licences" element={<LicencesScreen />} />
        <Route path="/plays" element={<PlaysScreen />} />
      </CustomRoutes>
      <CustomRoutes noLayout>
        <Route path="/invitation/:token" element={<InvitationScreen siteHome={siteHome} />} />
      </CustomRoutes>
    </CoreAdmin>
  );
}
