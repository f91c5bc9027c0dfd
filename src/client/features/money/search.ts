/** What the money pages read from their URL (the info route validates it). */
export interface MoneySearch {
  /** The ad to promote or pay for. */
  post_id?: number | undefined;
  /** The ad's secret from a quick-payment link. */
  hash?: string | undefined;
  /** A product preselected from /kp ("top-7", "sub-month"). */
  product?: string | undefined;
  /** The payment being paid, authorized or shown ("pay_…"). */
  payment?: string | undefined;
}
