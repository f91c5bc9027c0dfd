import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { useEffect, useState } from "react";
import { CLIPBOARD_FLAG_MS } from "../../../shared/constants";
import type { PostDetail } from "../../../shared/contract/posts";
import { pathOf } from "../../../shared/routes";
import { useLocale } from "../../lib/useLocale";
import { FormAlert } from "../../ui/FormAlert";
import { usePhoneReveal } from "./usePhoneReveal";

/** A link to a contact channel the author gave: only http(s) URLs become links. */
function safeUrl(value: string | null): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:" ? url.href : null;
  } catch {
    return null;
  }
}

/** The contact block of a detail page: reveal the phone (counted), call, WhatsApp, Telegram, copy. */
export function ContactBlock({ post }: { post: PostDetail }) {
  const { t } = useLingui();
  const locale = useLocale();
  const { phone, fromDevice, busy, failure, reveal } = usePhoneReveal(post.id);
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), CLIPBOARD_FLAG_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);

  const { contact } = post;
  const whatsapp = safeUrl(contact.whatsapp);
  const telegram = safeUrl(contact.telegram);
  const instagram = safeUrl(contact.instagram);
  const site = safeUrl(contact.web_site);
  return (
    <aside className="contact-block" aria-labelledby="contact-title">
      <h2 id="contact-title" className="contact-block__title">
        <Trans>Контакты</Trans>
      </h2>
      {contact.contact_person ? <p className="contact-block__person">{contact.contact_person}</p> : null}
      {contact.company_name ? <p className="contact-block__company">{contact.company_name}</p> : null}
      {!contact.visible ? (
        <div className="contact-block__hidden">
          <p>
            <Trans>Контакты резюме видны по подписке.</Trans>
          </p>
          <Link className="button button--primary button--block" to={pathOf("page.subscription", locale)}>
            <Trans>Оформить подписку</Trans>
          </Link>
        </div>
      ) : contact.has_phone ? (
        phone ? (
          <div className="contact-block__phone">
            <a className="button button--primary button--block contact-block__number" href={phone.href}>
              {phone.text}
            </a>
            {fromDevice ? (
              <p className="contact-block__note">
                <Trans>Номер сохранён на этом устройстве: сейчас нет связи.</Trans>
              </p>
            ) : null}
            <button
              type="button"
              className="button button--block"
              onClick={() => {
                void navigator.clipboard.writeText(phone.copy).then(() => setCopied(true));
              }}
            >
              {copied ? t`Скопировано` : t`Скопировать номер`}
            </button>
          </div>
        ) : (
          <button
            type="button"
            className="button button--primary button--block"
            onClick={() => void reveal()}
            disabled={busy}
            aria-busy={busy}
          >
            <Trans>Показать телефон</Trans>
          </button>
        )
      ) : null}
      <FormAlert message={failure} />
      <ul className="contact-block__links">
        {whatsapp ? (
          <li>
            <a href={whatsapp} target="_blank" rel="noopener noreferrer nofollow">
              WhatsApp
            </a>
          </li>
        ) : null}
        {telegram ? (
          <li>
            <a href={telegram} target="_blank" rel="noopener noreferrer nofollow">
              Telegram
            </a>
          </li>
        ) : null}
        {instagram ? (
          <li>
            <a href={instagram} target="_blank" rel="noopener noreferrer nofollow">
              Instagram
            </a>
          </li>
        ) : null}
        {site ? (
          <li>
            <a href={site} target="_blank" rel="noopener noreferrer nofollow">
              {t`Сайт`}
            </a>
          </li>
        ) : null}
        {contact.email && contact.visible ? (
          <li>
            <a href={`mailto:${contact.email}`}>{contact.email}</a>
          </li>
        ) : null}
      </ul>
      {contact.address ? <p className="contact-block__address">{contact.address}</p> : null}
    </aside>
  );
}
