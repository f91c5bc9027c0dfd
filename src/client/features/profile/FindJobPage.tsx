import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { LOCALE_TAGS } from "../../../shared/locales";
import { pathOf } from "../../../shared/routes";
import { useLocale } from "../../lib/useLocale";
import { usePostHref } from "../../lib/usePostHref";
import { findJobQuery } from "./api";
import { QueryView } from "../../ui/QueryView";
import { ProfileSection } from "../../entities/ProfileSection";
import { dateTimeFormat } from "../../lib/intl";

/** /profile/find-job: the user's CVs and the jobs they answered. */
export function FindJobPage() {
  const { t } = useLingui();
  const locale = useLocale();
  const href = usePostHref();
  const data = useQuery(findJobQuery(locale));
  const date = dateTimeFormat(LOCALE_TAGS[locale], { dateStyle: "medium" });
  return (
    <ProfileSection current="find-job">
      <QueryView query={data}>
        {({ data: { cvs, answered } }) => (
          <>
            <h2>
              <Trans>Мои резюме</Trans>
            </h2>
            {cvs.length === 0 ? (
              <p className="form-actions">
                <Link className="button button--primary" to={pathOf("form.cv", locale)}>
                  <Trans>Разместить резюме</Trans>
                </Link>
                <Link className="button button--secondary" to={pathOf("form.drivers-cv", locale)}>
                  <Trans>Резюме водителя</Trans>
                </Link>
              </p>
            ) : (
              <ul className="plain-list">
                {cvs.map((cv) => (
                  <li key={cv.id}>{cv.status === "active" ? <Link to={href(cv)}>{cv.title}</Link> : cv.title}</li>
                ))}
              </ul>
            )}
            <h2>
              <Trans>Вакансии, на которые я откликнулся</Trans>
            </h2>
            {answered.length === 0 ? (
              <p>
                <Trans>Пока нет откликов.</Trans> <Link to={pathOf("listing.job", locale)}>{t`Смотреть вакансии`}</Link>
              </p>
            ) : (
              <ul className="plain-list">
                {answered.map((item) => (
                  <li key={item.post.id}>
                    <Link to={href(item.post)}>{item.post.title}</Link>{" "}
                    <span className="muted">{date.format(new Date(item.sent_at))}</span>
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </QueryView>
    </ProfileSection>
  );
}
