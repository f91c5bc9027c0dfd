import { AuthPanel } from "./AuthPanel";
import { ForgotPasswordForm } from "./ForgotPasswordForm";
import { PasswordForm } from "./PasswordForm";
import { ResetPasswordForm } from "./ResetPasswordForm";
import { useLocale } from "../../lib/useLocale";
import { Link } from "@tanstack/react-router";
import { Trans } from "@lingui/react/macro";
import { pathOf } from "../../../shared/routes";

/** The pages under /auth, each in the auth layout. */
export function AuthPage({ step }: { step: string }) {
  const locale = useLocale();
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
          <p className="auth-panel__links">
            <Link to={pathOf("auth.email-login", locale)}>
              <Trans>Войти по почте и паролю</Trans>
            </Link>
          </p>
        </>
      );
  }
}
