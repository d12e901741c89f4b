import type { SnapshotFrom } from 'xstate';
import { OWNER_PERMISSION } from '../../constants.js';
import type { BusinessAccessProfile } from '../../entities.js';
import { canActAsProfile } from '../../rules/account.js';
import type { businessProfileMachine } from './business-profile.machine.js';

/** A snapshot of {@link businessProfileMachine}. */
export type BusinessProfileSnapshot = SnapshotFrom<typeof businessProfileMachine>;

/** One entry of the profile header (S1 §4, §6). */
export interface BusinessProfileOption {
  readonly id: string;
  readonly name: string;
  readonly imgUrl: string | undefined;
  /** S1 §4 the owner profile holds permission OWNER. */
  readonly isOwner: boolean;
  /** S1 §6 acting as it is honoured (MFA met or OWNER). */
  readonly canAct: boolean;
  readonly active: boolean;
}

/** What the profile header renders (S1 §4). */
export interface BusinessProfileView {
  /** S1 §4 shown only when the viewer has multiple profiles. */
  readonly showHeader: boolean;
  readonly options: readonly BusinessProfileOption[];
  /** The profile acted as; the viewer's own id by default. */
  readonly activeProfileId: string | null;
  /** S1 §6 true while acting as a profile other than the viewer's own. */
  readonly actingAsOther: boolean;
  /** The last profile picked but refused (S1 §6). */
  readonly refusedProfileId: string | null;
  readonly loading: boolean;
  readonly loadError: string | null;
}

const isOwnerProfile = (profile: BusinessAccessProfile): boolean =>
  Array.isArray(profile.permissions) && profile.permissions.includes(OWNER_PERMISSION);

/** S1 §4 / §6: the profile header's view model. */
export function selectBusinessProfile(snapshot: BusinessProfileSnapshot): BusinessProfileView {
  const { context } = snapshot;
  const options = context.profiles.map((profile) => ({
    id: profile.id,
    name: profile.user?.businessName ?? profile.user?.username ?? profile.id,
    imgUrl: profile.user?.imgUrl,
    isOwner: isOwnerProfile(profile),
    canAct: profile.id === context.viewerId || canActAsProfile(profile),
    active: profile.id === context.activeProfileId,
  }));
  // the viewer's own account counts as a profile even when the list leaves it out
  const distinct = new Set([...options.map((o) => o.id), ...(context.viewerId !== null ? [context.viewerId] : [])]);
  return {
    showHeader: distinct.size > 1,
    options,
    activeProfileId: context.activeProfileId,
    actingAsOther: context.activeProfileId !== null && context.activeProfileId !== context.viewerId,
    refusedProfileId: context.refusedProfileId,
    loading: snapshot.matches('loading') || snapshot.matches('restoring'),
    loadError: context.loadError,
  };
}
