import { AuthPanel } from "./AuthPanel";
import { ForgotPasswordForm } from "./ForgotPasswordForm";
import { PasswordForm } from "./PasswordForm";
import { ResetPasswordForm } from "./ResetPasswordForm";
import { useLocale } from "../i18n/useLocale";
import { Link } from "@tanstack/react-router";
import { Trans } from "@lingui/react/macro";
import { buildPath, ROUTES_BY_ID } from "../../../shared/routes";

/** The pages under /auth (spec section 2), each in the auth layout. */
export function AuthPage({ step }: { step: string }) {
  const locale = useLocale();
  const emailLogin = ROUTES_BY_ID.get("auth.email-login");
  switch (step) {
    case "register":
      return <PasswordForm mode="register" />;
    case "email-login":
      return <PasswordForm mode="login" />;
    case "forgot-password":
      return <ForgotPasswordForm />;
    case "reset-password":
      return <ResetPasswordForm />;
    default:
      return (
        <>
          <AuthPanel variant="page" />
          {emailLogin ? (
            <p className="auth-panel__links">
              <Link to={buildPath(emailLogin, locale)}>
                <Trans>Войти по почте и паролю</Trans>
              </Link>
            </p>
          ) : null}
        </>
      );
  }
}
