import { z } from 'zod';

/** A second factor a user may confirm a sign-in, or a proof of themselves, with. */
export const secondFactorMethodSchema = z.enum(['passkey', 'totp']);
export type SecondFactorMethod = z.infer<typeof secondFactorMethodSchema>;

/**
 * The `data` of a 403 with code `resultCode.reauthenticationRequired`: the change needs a proof
 * from the last five minutes on this session (POST /upms/user/proof), which takes the current
 * password and one of these factors (none: the password alone).
 */
export const reauthenticationChallengeSchema = z.object({
  methods: z.array(secondFactorMethodSchema),
});
export type ReauthenticationChallenge = z.infer<typeof reauthenticationChallengeSchema>;
