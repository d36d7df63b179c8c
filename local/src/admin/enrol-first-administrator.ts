import { toString as qrToString } from 'qrcode';

import { startEnrolment } from './authenticator-enrolment';
import type { EnrolmentTarget } from './authenticator-enrolment';

/** How many codes the operator may type before create-admin gives up (the app then sets it up at sign-in). */
const CODE_TRIES = 3;

export interface EnrolmentTerminal {
  print: (line: string) => void;
  /** One line typed by the operator, or undefined at the end of the input. */
  ask: (prompt: string) => Promise<string | undefined>;
}

/**
 * `create-admin`'s second half: enrols the new administrator's authenticator app (issue 30). Prints the
 * otpauth address, a QR code for the terminal and the key, then asks for the code the app shows and
 * turns the app on. True when it is on; false when no right code came (the administrator then sets the
 * app up at the first sign-in, which the web app requires before anything else).
 */
export async function enrolFirstAdministrator(
  target: EnrolmentTarget,
  admin: { email: string; password: string },
  terminal: EnrolmentTerminal,
): Promise<boolean> {
  const enrolment = await startEnrolment(target, admin.email, admin.password);
  try {
    terminal.print('Add CareShift to the administrator’s authenticator app: scan this QR code,');
    terminal.print(await qrToString(enrolment.uri, { type: 'terminal', small: true }));
    terminal.print(`or enter the key ${enrolment.secret}`);
    terminal.print(`(address: ${enrolment.uri})`);
    for (let tries = 0; tries < CODE_TRIES; tries += 1) {
      const code = (await terminal.ask('Code the app shows now (6 digits): '))?.trim();
      if (!code) break;
      try {
        await enrolment.confirm(code);
        terminal.print('The authenticator app is on: every sign-in asks for its code.');
        return true;
      } catch (error) {
        const name = (error as { name?: string }).name;
        if (name !== 'EnableSoftwareTokenMFAException' && name !== 'CodeMismatchException') throw error;
        terminal.print('That code is not right. Check the time on the phone and type the code it shows now.');
      }
    }
    terminal.print(
      'The authenticator app is not set up: the administrator sets it up at the first sign-in (the app asks before anything else).',
    );
    return false;
  } finally {
    await enrolment.close();
  }
}
