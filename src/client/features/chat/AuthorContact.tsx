import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation } from "@tanstack/react-query";
import { useSetAtom } from "jotai";
import { Suspense, useId, useState } from "react";
import { useForm } from "react-hook-form";
import type { PostDetail } from "../../../shared/contract/posts";
import type { ContactFormInput } from "../../../shared/contract/profile";
import { DEFAULT_DIAL } from "../../../shared/countries";
import { ApiError } from "../../lib/api";
import { FormAlert } from "../../ui/FormAlert";
import { lazyZodResolver } from "../../lib/lazy-resolver";
import { useLocale } from "../../lib/useLocale";
import { contactFormMutation } from "../../api/contact-requests";
import { MessageFields } from "../../ui/MessageFields";
import { useSessionUser } from "../../api/session/useSession";
import { showAuthPopupAtom } from "../../api/session/state";
import { useHydrated } from "../../lib/useHydrated";
import { lazyPart } from "../../lib/lazy-part";

/** A signed-in visitor's chat starter: its own chunk, so a visitor's page loads none of it. */
const ChatStarter = lazyPart(() => import("./ChatStarter").then((module) => module.ChatStarter));

/** The contact form's checks, loaded when a form first checks what was typed (once for every form). */
const contactFormResolver = lazyZodResolver<ContactFormInput>(() =>
  import("../../../shared/contract/profile").then((m) => m.contactFormSchema),
);

/**
 * Under the contacts: a chat message for a user, the contact form for a visitor (the author has the panel above
 * the ad).
 */
export function AuthorContact({ post }: { post: PostDetail }) {
  const user = useSessionUser();
  // The author's tools are the panel above the ad (profile/OwnerPanel): nobody writes to themselves.
  if (user && post.author?.id === user.id) return null;
  if (user)
    return post.author ? (
      <Suspense fallback={null}>
        <ChatStarter postId={post.id} />
      </Suspense>
    ) : null;
  return <ContactForm postId={post.id} />;
}

/** The contact form for visitors: name, phone, message, register (default true). */
function ContactForm({ postId }: { postId: number }) {
  const { t } = useLingui();
  const locale = useLocale();
  const send = useMutation(contactFormMutation(locale, postId));
  const id = useId();
  const showAuth = useSetAtom(showAuthPopupAtom);
  const hydrated = useHydrated();
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<ContactFormInput>({
    resolver: contactFormResolver,
    defaultValues: { name: "", phone: "", country_code: DEFAULT_DIAL, message: "", register: true },
    mode: "onTouched",
  });
  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await send.mutateAsync(values);
      setSent(true);
      // An account needs a proven phone: "register by this number" is a sign-in by code to it.
      if (values.register)
        showAuth({ type: "registration", phone: values.phone, countryCode: values.country_code, name: values.name });
    } catch (error) {
      if (error instanceof ApiError) {
        for (const [name, messages] of Object.entries(error.fieldErrors)) {
          if (messages[0] && (name === "name" || name === "phone" || name === "message"))
            form.setError(name, { message: messages[0] });
        }
      }
      setFailure(error instanceof ApiError ? error.message : t`Не удалось отправить. Попробуйте ещё раз.`);
    }
  });
  const sendLabel = t`Отправить автору`;
  if (sent) {
    return (
      <section className="contact-block" role="status">
        <h2 className="contact-block__title">
          <Trans>Сообщение отправлено</Trans>
        </h2>
        <p>
          <Trans>Автор увидит его в откликах на объявление и свяжется с вами.</Trans>
        </p>
      </section>
    );
  }
  return (
    <section className="contact-block" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="contact-block__title">
        <Trans>Написать автору</Trans>
      </h2>
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <MessageFields form={form} rows={3} registerLabel={<Trans>Зарегистрироваться по этому номеру</Trans>} />
        <button
          type="submit"
          className="button button--primary button--block"
          disabled={!hydrated || form.formState.isSubmitting}
        >
          {sendLabel}
        </button>
        <p className="muted">
          <button type="button" className="link-button" onClick={() => showAuth({ type: "login" })}>
            <Trans>Войти и написать в чат</Trans>
          </button>
        </p>
        <FormAlert message={failure} />
      </form>
    </section>
  );
}
