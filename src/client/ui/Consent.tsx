import { Trans } from "@lingui/react/macro";

/**
 * The consent line under a submit button: the terms open in a new tab so
 * nothing typed in the form is lost.
 */
export function Consent({ buttonText, termsHref }: { buttonText: string; termsHref: string }) {
  return (
    <p className="consent">
      <Trans>
        Нажимая «{buttonText}», вы принимаете{" "}
        <a href={termsHref} target="_blank" rel="noopener">
          Условия использования
        </a>
      </Trans>
    </p>
  );
}
