/**
 * How guests pay while the site takes no online payment (issue 35 item 6). An administrator writes
 * the site's own instructions in Settings › General; until then this default is shown.
 */
export const DEFAULT_PAYMENT_INSTRUCTIONS =
  "Pay at the property on arrival, by card or in cash. No payment is taken online.";

export const PAYMENT_INSTRUCTIONS_MAX = 1000;
