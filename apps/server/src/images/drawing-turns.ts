import { AppError } from '../errors/app-error';

export const TOO_MANY_DRAWINGS = 'Pictures are being drawn for many people at once. Please try again in a moment.';

/**
 * How many pictures are drawn at once, and how many may wait: one more than that is refused at once
 * with 503, so drawing on request can never eat the CPU.
 */
export class DrawingTurns {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    private readonly maxConcurrent: number,
    private readonly maxWaiting: number,
  ) {}

  /** Runs `draw` in a free slot, after waiting for one if need be. */
  async run<T>(draw: () => Promise<T>): Promise<T> {
    await this.turn();
    try {
      return await draw();
    } finally {
      const next = this.waiting.shift();
      // The slot goes straight to the next drawing in line, or is freed.
      if (next) next();
      else this.running -= 1;
    }
  }

  private async turn(): Promise<void> {
    if (this.running < this.maxConcurrent) {
      this.running += 1;
      return;
    }
    if (this.waiting.length >= this.maxWaiting) throw new AppError('UNAVAILABLE', TOO_MANY_DRAWINGS, { retryAfterSeconds: 1 });
    // The slot is handed over by the drawing that ends: running stays as it is.
    await new Promise<void>((resolve) => this.waiting.push(resolve));
  }
}
