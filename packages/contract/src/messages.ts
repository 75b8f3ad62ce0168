// Every Arabic string of docs/product.md ("Validation", "Errors"), word for word where the spec gives the Arabic
// (its spelling included), natural Arabic where it gives only an English gloss.

// One module each, so that a page's code carries the messages it shows and no others.
export { validationMessages } from './messages/validation.ts';
export { errorMessages, dropzoneMessages } from './messages/errors.ts';
export { successMessages } from './messages/success.ts';
export { uiMessages } from './messages/ui.ts';
export { cardMessages } from './messages/card.ts';
export { paymentMessages } from './messages/payment.ts';
