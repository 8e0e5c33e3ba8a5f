import type { FastifyBaseLogger } from 'fastify';

export interface SmsProvider {
  send(mobile: string, code: string, scene: string): Promise<void>;
}

/** Local provider: the code goes to the server log, where a developer or a test reads it. */
export class ConsoleSms implements SmsProvider {
  constructor(private readonly log: Pick<FastifyBaseLogger, 'info'>) {}
  async send(mobile: string, code: string, scene: string): Promise<void> {
    this.log.info({ sms: { mobile, scene } }, `[sms] to=${mobile} code=${code}`);
  }
}
