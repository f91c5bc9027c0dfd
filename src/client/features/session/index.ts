export { AccountMenu } from "./AccountMenu";
export { SessionEffects } from "./SessionEffects";
export { SignOutButton } from "./SignOutButton";
export { signOut } from "./actions";
export { mainConfigQuery, sessionKeys } from "./api";
export { completeSignIn } from "./sign-in";
export {
  authPopupDataAtom,
  authPopupVisibleAtom,
  authPrevPathAtom,
  hideAuthPopupAtom,
  quickAuthSrcAtom,
  showAuthPopupAtom,
  TAB_RELOAD_KEY,
} from "./state";
export { saveSessionUser, useSessionUser, useSignedIn, useUnreadMessages } from "./useSession";
