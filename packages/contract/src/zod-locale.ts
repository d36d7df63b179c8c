import { config } from 'zod/mini';
import en from 'zod/v4/locales/en.js';

/**
 * The contract's schemas are zod/mini (checks are functions, so a bundle keeps only those it uses;
 * issue 16 item 1). Classic zod configures its English messages by default, mini does not: an issue a
 * schema gives no message of its own gets zod's English text ("Too big: expected string to have
 * <=100 characters"), not "Invalid input". Imported for this side effect (package.json `sideEffects`)
 * by the field-error mapper, which every API reply and form goes through, and by the web's messages.
 */
config(en());
