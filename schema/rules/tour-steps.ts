import { z } from 'zod';

// Spec 000 §4: a tour's steps, as the legacy's `etapes` JSON holds them (driver.js steps with the portal's
// triggers and callbacks).
const trigger = z.object({
  selector: z.string(),
  callbackName: z.string().nullish(),
  action: z.enum(['nextstep', 'destroy']).nullish(),
  blacklistSelector: z.string().nullish(),
  whitelistSelector: z.string().nullish(),
  blacklistTimeout: z.number().nullish(),
  whitelistTimeout: z.number().nullish(),
});

const callback = z.object({ selector: z.string(), callbackName: z.string(), timeout: z.number().nullish() });

const step = z.object({
  element: z.string(),
  popover: z.object({ title: z.string().optional(), description: z.string().optional() }).optional(),
  triggers: z.array(trigger).optional(),
  callbacks: z.array(callback).optional(),
});

export type TourStep = z.output<typeof step>;
export type TourTrigger = z.output<typeof trigger>;
export type TourCallback = z.output<typeof callback>;

/** The steps of a tour's `etapes` (JSON text), or none when the text is not a list of steps. */
export function tourSteps(etapes: string): TourStep[] {
  try {
    const parsed = z.array(step).safeParse(JSON.parse(etapes));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}
