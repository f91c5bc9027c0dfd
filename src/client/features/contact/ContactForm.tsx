import { zodResolver } from "@hookform/resolvers/zod";
import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation } from "@tanstack/react-query";
import { useSetAtom } from "jotai";
import { useEffect, useId, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { teamContactSchema, type ContactPage, type TeamContactInput } from "../../../shared/contract/contact";
import { DEFAULT_DIAL } from "../../../shared/countries";
import { ApiError, isNetworkError } from "../../lib/api";
import { useHydrated } from "../../lib/useHydrated";
import { useLocale } from "../../lib/useLocale";
import { useOnline } from "../../lib/useOnline";
import { FormAlert } from "../../ui/FormAlert";
import { MessageFields } from "../../ui/MessageFields";
import { showAuthPopupAtom } from "../../api/session/state";
import { useSessionUser } from "../../api/session/useSession";
import { teamContactMutation } from "./api";
import { useContactDraft } from "./useContactDraft";
import "../../ui/forms.css";
import "./contact.css";

const FIELDS = ["name", "phone", "message", "register"] as const;

interface Sent {
  phone: string;
  countryCode: string;
  name: string;
  /** The visitor asked for an account and has none yet: the confirmation offers the sign-in by code. */
  offerRegistration: boolean;
}

/** The team's contact form of /contact-us and /create-contact: name, phone, message, register (on by default). */
export function ContactForm({ page }: { page: ContactPage }) {
  const { t } = useLingui();
  const locale = useLocale();
  const user = useSessionUser();
  const online = useOnline();
  const hydrated = useHydrated();
  const id = useId();
  const showAuth = useSetAtom(showAuthPopupAtom);
  const send = useMutation(teamContactMutation(locale));
  const [sent, setSent] = useState<Sent | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const confirmation = useRef<HTMLHeadingElement>(null);
  const form = useForm<TeamContactInput>({
    resolver: zodResolver(teamContactSchema),
    defaultValues: { page, name: user?.name ?? "", phone: "", country_code: DEFAULT_DIAL, message: "", register: true },
    mode: "onTouched",
  });
  const clearDraft = useContactDraft(form, user?.id ?? "anon");
  // The confirmation takes the form's place: focus moves to it, so a screen reader reads what happened.
  useEffect(() => {
    if (sent) confirmation.current?.focus();
  }, [sent]);

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    if (!navigator.onLine) {
      setFailure(
        t`Нет подключения к интернету. Сообщение сохранено на этом устройстве: отправьте его, когда связь вернётся.`,
      );
      return;
    }
    try {
      // A signed-in visitor has an account already: the wish to register is theirs only without one.
      await send.mutateAsync({ ...values, page, register: user ? false : values.register });
      await clearDraft();
      form.reset({ ...form.formState.defaultValues, page, message: "" });
      setSent({
        phone: values.phone,
        countryCode: values.country_code,
        name: values.name,
        offerRegistration: !user && values.register !== false,
      });
    } catch (error) {
      if (error instanceof ApiError) {
        for (const [name, messages] of Object.entries(error.fieldErrors)) {
          const field = FIELDS.find((known) => known === name);
          if (messages[0] && field) form.setError(field, { message: messages[0] });
        }
        setFailure(error.message);
      } else {
        setFailure(
          isNetworkError(error)
            ? t`Нет связи с сервером. Сообщение сохранено на этом устройстве: попробуйте ещё раз чуть позже.`
            : t`Не удалось отправить. Попробуйте ещё раз.`,
        );
      }
    }
  });

  if (sent) {
    const phone = sent.phone;
    return (
      <section className="contact-card contact-card--sent" role="status" aria-labelledby={`${id}-sent`}>
        <h2 id={`${id}-sent`} className="contact-card__title" tabIndex={-1} ref={confirmation}>
          <Trans>Сообщение отправлено</Trans>
        </h2>
        <p>
          <Trans>Спасибо! Команда Obyava получила ваше сообщение и ответит на номер {phone}.</Trans>
        </p>
        <ol className="contact-card__next">
          <li>
            <Trans>Мы читаем сообщения каждый рабочий день и отвечаем звонком или SMS.</Trans>
          </li>
          <li>
            <Trans>Если вопрос об объявлении, держите под рукой его ссылку или номер.</Trans>
          </li>
        </ol>
        {sent.offerRegistration ? (
          <div className="contact-card__register">
            <p>
              <Trans>
                Вы просили зарегистрировать вас по этому номеру. Подтвердите его кодом из SMS — это займёт минуту.
              </Trans>
            </p>
            <button
              type="button"
              className="button button--primary"
              onClick={() =>
                showAuth({ type: "registration", phone: sent.phone, countryCode: sent.countryCode, name: sent.name })
              }
            >
              <Trans>Получить код и зарегистрироваться</Trans>
            </button>
          </div>
        ) : null}
        <button type="button" className="link-button" onClick={() => setSent(null)}>
          <Trans>Написать ещё одно сообщение</Trans>
        </button>
      </section>
    );
  }

  return (
    <section className="contact-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="contact-card__title">
        {page === "create-contact" ? <Trans>Оставьте контакт — мы перезвоним</Trans> : <Trans>Напишите нам</Trans>}
      </h2>
      {!online ? (
        <p className="contact-card__offline" role="status">
          <Trans>
            Вы офлайн. Текст сохранится на этом устройстве, а отправить его можно будет, когда вернётся связь.
          </Trans>
        </p>
      ) : null}
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <MessageFields
          form={form}
          rows={5}
          registerLabel={user ? null : <Trans>Зарегистрировать меня по этому номеру</Trans>}
        />
        <button
          type="submit"
          className="button button--primary button--block"
          disabled={!hydrated || form.formState.isSubmitting}
        >
          <Trans>Отправить сообщение</Trans>
        </button>
        <FormAlert message={failure} />
      </form>
    </section>
  );
}
