import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { LOCALE_TAGS } from "../../../shared/locales";
import { useLocale } from "../../lib/useLocale";
import { usePostHref } from "../../lib/usePostHref";
import { requestsQuery, type AdAccess } from "./api";
import { QueryView } from "../../ui/QueryView";
import "../../ui/forms.css";
import { dateTimeFormat } from "../../lib/intl";

/** /requests: the answers an ad received (CVs sent after sign-in, contact-form messages). */
export function RequestsPage({ access }: { access: AdAccess }) {
  const { t } = useLingui();
  const locale = useLocale();
  const href = usePostHref();
  const requests = useQuery(requestsQuery(locale, access));
  const time = dateTimeFormat(LOCALE_TAGS[locale], { dateStyle: "medium", timeStyle: "short" });
  return (
    <section className="page-section" aria-labelledby="page-title">
      <h1 id="page-title">
        <Trans>Отклики на объявление</Trans>
      </h1>
      <QueryView query={requests}>
        {({ data: found }) => (
          <>
            <p>
              <Link to={href(found.post)}>{found.post.title}</Link>
            </p>
            {found.requests.length === 0 ? (
              <p className="empty">
                <Trans>Откликов пока нет. Мы сообщим, когда кто-нибудь ответит.</Trans>
              </p>
            ) : (
              <ul className="requests">
                {found.requests.map((request) => (
                  <li key={request.id} className="request">
                    <p className="request__head">
                      <strong>{request.name ?? (request.type === "cv" ? t`Соискатель` : t`Посетитель`)}</strong>{" "}
                      <time dateTime={request.created_at}>{time.format(new Date(request.created_at))}</time>
                    </p>
                    {request.message ? <p>{request.message}</p> : null}
                    <p className="request__contacts">
                      {request.phone ? <a href={`tel:${request.phone}`}>{request.phone}</a> : null}
                      {request.email ? <a href={`mailto:${request.email}`}>{request.email}</a> : null}
                    </p>
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </QueryView>
    </section>
  );
}
