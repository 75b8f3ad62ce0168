// Every Arabic string of docs/product.md ("Validation", "Errors"): the brief's words where it gives
// the Arabic, with its spelling mistakes corrected (issue 31, item 6: إيجاد، البيانات، أحرف، على،
// الإلكتروني، ما بين، إنجليزية، وأرقام), natural Arabic where it gives only an English gloss.
// messages/spelling.test.ts keeps the common mistakes out of every message.

// One module each, so that a page's code carries the messages it shows and no others.
export { validationMessages } from './messages/validation.ts';
export { errorMessages, dropzoneMessages } from './messages/errors.ts';
export { successMessages } from './messages/success.ts';
export { uiMessages } from './messages/ui.ts';
export { cardMessages } from './messages/card.ts';
export { paymentMessages } from './messages/payment.ts';
