import * as z from 'zod/mini';

import { LONG_TEXT_MAX, requiredText } from './fields';

/** Help Center: a short idea for the product (a title and what it would change). */
export const featureIdeaFormSchema = z.object({
  title: requiredText(),
  description: requiredText(LONG_TEXT_MAX),
});
export type FeatureIdeaForm = z.input<typeof featureIdeaFormSchema>;
export type FeatureIdeaBody = z.output<typeof featureIdeaFormSchema>;

export const featureIdeaFormDefaults: FeatureIdeaForm = { title: '', description: '' };
