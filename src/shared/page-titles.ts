import type { MessageDescriptor } from "@lingui/core";

/*
 * The single pages' names, by group: the route table (routes.ts) builds their entries from these lists, and the
 * document pages (info-documents.ts) are checked against them. Apart from the table so that neither imports the
 * other.
 */

export const INFO_PAGES = {
  kp: /*i18n*/ { id: "page.kp", message: "Коммерческое предложение" },
  faq: /*i18n*/ { id: "page.faq", message: "Частые вопросы" },
  team: /*i18n*/ { id: "page.team", message: "Наша команда" },
  about: /*i18n*/ { id: "page.about", message: "О проекте" },
  mobapps: /*i18n*/ { id: "page.mobapps", message: "Мобильные приложения" },
  "contact-us": /*i18n*/ { id: "page.contact-us", message: "Связаться с нами" },
  subscription: /*i18n*/ { id: "page.subscription", message: "Подписка" },
  "terms-of-use": /*i18n*/ { id: "page.terms-of-use", message: "Условия использования" },
  "privacy-policy": /*i18n*/ { id: "page.privacy-policy", message: "Политика конфиденциальности" },
  "after-payment": /*i18n*/ { id: "page.after-payment", message: "Оплата получена" },
  "quick-payment": /*i18n*/ { id: "page.quick-payment", message: "Быстрая оплата" },
  "create-contact": /*i18n*/ { id: "page.create-contact", message: "Оставить контакт" },
  feedbacks: /*i18n*/ { id: "page.feedbacks", message: "Отзывы" },
  "single-promotion": /*i18n*/ { id: "page.single-promotion", message: "Продвижение объявления" },
  "authorize-payment": /*i18n*/ { id: "page.authorize-payment", message: "Подтверждение оплаты" },
  "credit-card-payment": /*i18n*/ { id: "page.credit-card-payment", message: "Оплата картой" },
  "payment-auto-charge": /*i18n*/ { id: "page.payment-auto-charge", message: "Автоплатёж" },
} satisfies Record<string, MessageDescriptor>;

/** Pages with the optional location segment. */
export const LOCATION_PAGES = {
  "send-article": /*i18n*/ { id: "page.send-article", message: "Предложить статью" },
  "support-ukraine": /*i18n*/ { id: "page.support-ukraine", message: "Поддержка Украины" },
} satisfies Record<string, MessageDescriptor>;

/** Full-screen pages without header and footer: city landings, promo pages, app pages. */
export const LANDING_PAGES = {
  la: /*i18n*/ { id: "landing.la", message: "Объявления в Лос-Анджелесе" },
  mi: /*i18n*/ { id: "landing.mi", message: "Объявления в Майами" },
  ny: /*i18n*/ { id: "landing.ny", message: "Объявления в Нью-Йорке" },
  ph: /*i18n*/ { id: "landing.ph", message: "Объявления в Филадельфии" },
  se: /*i18n*/ { id: "landing.se", message: "Объявления в Сиэтле" },
  chi: /*i18n*/ { id: "landing.chi", message: "Объявления в Чикаго" },
  "chi-ua": /*i18n*/ { id: "landing.chi-ua", message: "Украинский Чикаго" },
  site: /*i18n*/ { id: "landing.site", message: "Obyava — объявления для своих" },
  insta: /*i18n*/ { id: "landing.insta", message: "Obyava в Instagram" },
  nosov: /*i18n*/ { id: "landing.nosov", message: "Obyava и Носов" },
  telega: /*i18n*/ { id: "landing.telega", message: "Obyava в Telegram" },
  "tik-tok": /*i18n*/ { id: "landing.tik-tok", message: "Obyava в TikTok" },
  "telegram-cdl": /*i18n*/ { id: "landing.telegram-cdl", message: "CDL-вакансии в Telegram" },
  mobileap: /*i18n*/ { id: "landing.mobileap", message: "Приложение Obyava" },
  mobileapp: /*i18n*/ { id: "landing.mobileapp", message: "Приложение Obyava" },
  "mobile-app": /*i18n*/ { id: "landing.mobile-app", message: "Приложение Obyava" },
} satisfies Record<string, MessageDescriptor>;

/** The city each city landing lists (its location slug). */
export const LANDING_CITIES: Partial<Record<keyof typeof LANDING_PAGES, string>> = {
  la: "los-angeles",
  mi: "miami",
  ny: "new-york-city",
  ph: "philadelphia",
  se: "seattle",
  chi: "chicago",
  "chi-ua": "chicago",
};
