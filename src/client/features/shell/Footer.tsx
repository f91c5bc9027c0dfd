import { Trans } from "@lingui/react/macro";

export function Footer() {
  const year = new Date().getFullYear();
  return (
    <footer className="site-footer">
      <div className="container site-footer__inner">
        <p className="site-footer__about">
          <Trans>Obyava — доска объявлений для русско-, украино-, польско- и англоязычных иммигрантов в США: работа, CDL, жильё, авто, услуги и знакомства.</Trans>
        </p>
        <p className="site-footer__copy">
          <Trans>© {year} Obyava. Все права защищены.</Trans>
        </p>
      </div>
    </footer>
  );
}
