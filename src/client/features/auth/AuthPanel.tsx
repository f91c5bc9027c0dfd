import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { useAtomValue } from "jotai";
import { useEffect, useId, useRef, useState, type SyntheticEvent } from "react";
import { ERROR_DISPLAY_MS, OTP_LENGTH, RESEND_COUNTDOWN_S } from "../../../shared/constants";
import { otpRequestSchema } from "../../../shared/contract/auth";
import { countryByDial, countryByIso, DEFAULT_COUNTRY, type Country } from "../../../shared/countries";
import { pathOf } from "../../../shared/routes";
import { ApiError } from "../../lib/api";
import { CodeInput } from "../../ui/CodeInput";
import { Consent } from "../../ui/Consent";
import { FormAlert } from "../../ui/FormAlert";
import { PhoneInput } from "../../ui/PhoneInput";
import { useLocale } from "../../lib/useLocale";
import { authPopupDataAtom } from "../../api/session/state";
import { currentCountryQuery, requestOtp, verifyPhone } from "../../api/auth";
import { CountrySelect } from "../../ui/CountrySelect";
import { HelpDialog } from "./HelpDialog";
import { useAfterSignIn } from "./useAfterSignIn";
import { useCountdown, useFlash } from "./useCountdown";
import { useTranslateError } from "../../lib/useTranslateError";

const fallbackCountry = countryByIso(DEFAULT_COUNTRY) as Country;

/**
 * 'Вход или регистрация': the phone step, then the code step. Used
 * embedded on /auth/login and in the popup (which does not redirect).
 */
export function AuthPanel({ variant }: { variant: "page" | "popup" }) {
  const { t } = useLingui();
  const locale = useLocale();
  const translateError = useTranslateError();
  const popupData = useAtomValue(authPopupDataAtom);
  const afterSignIn = useAfterSignIn(variant);
  const titleId = useId();

  const detected = useQuery(currentCountryQuery(locale)).data?.countryCode;
  const [chosen, setChosen] = useState<Country | null>(null);
  // The number an ad or a message was written with comes with its country; else the visitor's country.
  const given = popupData.countryCode ? countryByDial(popupData.countryCode) : undefined;
  const country = chosen ?? given ?? (detected ? countryByIso(detected) : undefined) ?? fallbackCountry;
  const [phone, setPhone] = useState(popupData.phone ?? "");
  const [phoneError, setPhoneError] = useState<string | undefined>();
  const [step, setStep] = useState<"phone" | "code">("phone");
  const [code, setCode] = useState("");
  const [busy, setBusy] = useState(false);
  const [flash, showFlash] = useFlash(ERROR_DISPLAY_MS);
  const [secondsLeft, restartCountdown] = useCountdown(RESEND_COUNTDOWN_S);
  const codeInput = useRef<HTMLInputElement>(null);
  const phoneInput = useRef<HTMLInputElement>(null);

  useEffect(() => {
    (step === "code" ? codeInput : phoneInput).current?.focus();
  }, [step]);

  const sendCode = async () => {
    const body = { phone, country_code: country.dial };
    const parsed = otpRequestSchema.safeParse(body);
    if (!parsed.success) {
      setPhoneError(translateError(parsed.error.issues[0]?.message));
      return;
    }
    setPhoneError(undefined);
    setBusy(true);
    try {
      const { data } = await requestOtp(locale, parsed.data);
      if (data.is_sent) {
        setStep("code");
        setCode("");
        restartCountdown();
      } else {
        showFlash(t`Не удалось отправить код, попробуйте снова`);
      }
    } catch (error) {
      if (error instanceof ApiError && error.status === 429) {
        showFlash(error.message);
        if (error.retryAfter !== null && step === "code") restartCountdown(error.retryAfter);
      } else if (error instanceof ApiError && error.status === 422) {
        setPhoneError(error.fieldErrors.phone?.[0] ?? error.message);
      } else {
        showFlash(t`Не удалось отправить код, попробуйте снова`);
      }
    } finally {
      setBusy(false);
    }
  };

  // Only the registration the contact form opened names the account (a later sign-in popup keeps its data).
  const typedName = popupData.type === "registration" ? popupData.name : undefined;
  const checkCode = async (value: string) => {
    setBusy(true);
    try {
      const { data } = await verifyPhone(locale, {
        code: value,
        phone,
        country_code: country.dial,
        post_id: popupData.postId ?? null,
        name: typedName,
      });
      await afterSignIn(data);
    } catch (error) {
      setCode("");
      showFlash(
        error instanceof ApiError && error.status !== 500
          ? error.message
          : t`Проверьте правильность введенного кода, или запросите новый код.`,
      );
      codeInput.current?.focus();
    } finally {
      setBusy(false);
    }
  };

  const onSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (busy) return;
    if (step === "phone") void sendCode();
    else if (code.length === OTP_LENGTH) void checkCode(code);
  };

  const dial = country.dial;
  const getCode = t`Получить код`;
  return (
    <form className="auth-panel" onSubmit={onSubmit} aria-labelledby={titleId} noValidate>
      <h1 id={titleId} className="auth-panel__title">
        <Trans>Вход или регистрация</Trans>
      </h1>
      {step === "phone" ? (
        <>
          <p className="auth-panel__lead">
            {popupData.postId ? (
              <Trans>Подтвердите номер из объявления: мы пришлём SMS с кодом, и объявление появится на сайте.</Trans>
            ) : (
              <Trans>Укажите номер телефона — мы пришлём SMS с кодом.</Trans>
            )}
          </p>
          <div className={`field${phoneError ? " field--invalid" : ""}`}>
            <label className="field__label" htmlFor={`${titleId}-phone`}>
              <Trans>Номер телефона</Trans>
              <span className="field__required" aria-hidden="true">
                {" "}
                *
              </span>
            </label>
            <div className="phone-row">
              <CountrySelect
                value={country}
                onChange={(next) => {
                  setChosen(next);
                  setPhone("");
                }}
              />
              <PhoneInput
                ref={phoneInput}
                id={`${titleId}-phone`}
                country={country}
                value={phone}
                onChange={(typed) => {
                  if (typed.country !== country) setChosen(typed.country);
                  setPhone(typed.phone);
                }}
                aria-invalid={Boolean(phoneError)}
                aria-required
                aria-describedby={phoneError ? `${titleId}-phone-error` : undefined}
              />
            </div>
            {phoneError ? (
              <p className="field__error" id={`${titleId}-phone-error`} role="alert">
                {phoneError}
              </p>
            ) : null}
          </div>
          <button type="submit" className="button button--primary button--block" disabled={busy} aria-busy={busy}>
            {getCode}
          </button>
          <Consent buttonText={getCode} termsHref={pathOf("page.terms-of-use", locale)} />
        </>
      ) : (
        <>
          <p className="auth-panel__lead">
            <Trans>
              Код отправлен на {dial} {phone}
            </Trans>{" "}
            <button
              type="button"
              className="icon-button"
              onClick={() => setStep("phone")}
              aria-label={t`Изменить номер`}
            >
              <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
                <path
                  d="M4 20h4L19 9l-4-4L4 16v4zM14 6l4 4"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinejoin="round"
                />
              </svg>
            </button>
          </p>
          <div className="field">
            <label className="field__label" htmlFor={`${titleId}-code`}>
              <Trans>Код из SMS</Trans>
            </label>
            <CodeInput
              ref={codeInput}
              id={`${titleId}-code`}
              value={code}
              disabled={busy}
              onChange={(value) => {
                setCode(value);
                if (value.length === OTP_LENGTH && !busy) void checkCode(value);
              }}
            />
          </div>
          <div className="auth-panel__resend">
            {secondsLeft > 0 ? (
              <span aria-live="polite">
                <Trans>Отправить код повторно через {secondsLeft} с</Trans>
              </span>
            ) : (
              <button type="button" className="link-button" onClick={() => void sendCode()} disabled={busy}>
                <Trans>Отправить код повторно</Trans>
              </button>
            )}
            <HelpDialog />
          </div>
        </>
      )}
      <FormAlert message={flash} />
    </form>
  );
}
