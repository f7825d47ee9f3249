// PayPal's error answers: the names, messages and issue descriptions its Orders v2 API sends.

export interface Detail {
  field?: string;
  value?: string;
  location?: 'body' | 'path' | 'header';
  issue: string;
  description: string;
}

/** An error answer: status, PayPal's error name and the details that name each issue. */
export class PayPalReply {
  constructor(
    readonly status: number,
    readonly name: string,
    readonly details: Detail[] = [],
    readonly message: string = MESSAGES[name] ?? 'An internal server error has occurred.',
  ) {}
}

const MESSAGES: Record<string, string> = {
  INVALID_REQUEST: 'Request is not well-formed, syntactically incorrect, or violates schema.',
  AUTHENTICATION_FAILURE: 'Authentication failed due to invalid authentication credentials or a missing Authorization header.',
  NOT_AUTHORIZED: 'Authorization failed due to insufficient permissions.',
  RESOURCE_NOT_FOUND: 'The specified resource does not exist.',
  UNPROCESSABLE_ENTITY: 'The requested action could not be performed, semantically incorrect, or failed business validation.',
  RATE_LIMIT_REACHED: 'Too many requests. Blocked due to rate limiting.',
  INTERNAL_SERVER_ERROR: 'An internal server error has occurred.',
  SERVICE_UNAVAILABLE: 'Service Unavailable.',
};

const DESCRIPTIONS: Record<string, string> = {
  AMOUNT_MISMATCH: 'Should equal item_total + tax_total + shipping + handling + insurance - shipping_discount - discount.',
  ITEM_TOTAL_MISMATCH: 'Should equal sum of (unit_amount * quantity) across all items for a given purchase_unit',
  ITEM_TOTAL_REQUIRED:
    'If item details are specified (items.unit_amount and items.quantity) corresponding amount.breakdown.item_total is required.',
  DECIMAL_PRECISION: 'If the currency supports decimals, only two decimal place precision is supported.',
  DECIMALS_NOT_SUPPORTED: 'Currency does not support decimals.',
  CANNOT_BE_ZERO_OR_NEGATIVE:
    'Must be greater than zero. If the currency supports decimals, only two decimal place precision is supported.',
  CANNOT_BE_NEGATIVE:
    'Must be greater than or equal to 0. If the currency supports decimals, only two decimal place precision is supported.',
  MAX_VALUE_EXCEEDED: 'Should be less than or equal to 999999999999999.99.',
  CURRENCY_MISMATCH: 'Currency code should be the same for all amounts in the purchase unit.',
  INSTRUMENT_DECLINED:
    "The instrument presented  was either declined by the processor or bank, or it can't be used for this payment.",
  ORDER_NOT_APPROVED:
    "Payer has not yet approved the Order for payment. Please redirect the payer to the 'rel':'approve' url returned as part of the HATEOAS links within the Create Order call or provide a valid payment_source in the request.",
  ORDER_ALREADY_CAPTURED: "Order already captured.If 'intent=CAPTURE' only one capture per order is allowed.",
  INVALID_RESOURCE_ID: 'Specified resource ID does not exist. Please check the resource ID and try again.',
  MISSING_REQUIRED_PARAMETER: 'A required field / parameter is missing.',
  INVALID_PARAMETER_SYNTAX: 'The value of a field does not conform to the expected format.',
  INVALID_STRING_LENGTH: 'The value of a field is either too short or too long.',
  INVALID_PARAMETER_VALUE: 'The value of a field is invalid.',
  MALFORMED_REQUEST_JSON: 'The request JSON is not well formed.',
  PAYPAL_REQUEST_ID_REQUIRED:
    "A PayPal-Request-Id is required if you are trying to process payment for an Order. Please specify a PayPal-Request-Id or Create the Order without a 'payment_source' specified.",
  PERMISSION_DENIED: 'You do not have permission to access or perform operations on this resource.',
};

export function detail(issue: string, extra: Omit<Detail, 'issue' | 'description'> = {}): Detail {
  return { ...extra, issue, description: DESCRIPTIONS[issue] ?? issue };
}

/** PayPal's 422 for one issue, e.g. INSTRUMENT_DECLINED or ORDER_NOT_APPROVED. */
export function unprocessable(issue: string): PayPalReply {
  return new PayPalReply(422, 'UNPROCESSABLE_ENTITY', [detail(issue)]);
}
