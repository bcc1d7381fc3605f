import { Random } from '../../feeds/simulated/random';

const FIRST = `
  Maya Dan Priya Marcus Jenny Luis Aisha Tom Keiko Sam Nora Ray Elena Jamal Chloe Owen
  Fatima Leo Grace Mateo Zoe Andre Hana Cole Ines Derek Lucy Omar Tess Wes Rosa Kai Bella
  Victor Amara Hugo Lena Troy Nia Felix
`
  .trim()
  .split(/\s+/);

const LAST = `
  Ruiz Okafor Chen Walsh Patel Novak Brooks Silva Kowalski Reyes Tanaka Murphy Haddad Larsen
  Diaz Quinn Moreau Baker Singh Costa
`
  .trim()
  .split(/\s+/);

const WORDS = 'chalk overs sharp dogs spread line fade lock hedge parlay'.split(' ');

export interface DemoIdentity {
  username: string;
  name: string;
  email: string;
}

/**
 * The demo players' names, in a fixed order for a seed: ordinary handles that pass the
 * registration rules. A name a real user already holds is skipped by the caller, so the
 * list goes on as long as asked.
 */
export function* demoIdentities(seed: number): Generator<DemoIdentity> {
  const seen = new Set<string>();
  for (let index = 0; ; index += 1) {
    const random = Random.of(seed, 'demo-name', index);
    const first = random.pick(FIRST);
    const last = random.pick(LAST);
    const number = random.int(2, 99);
    const pattern = random.int(0, 3);
    const username =
      pattern === 0
        ? `${first}.${last}`.toLowerCase()
        : pattern === 1
          ? `${first}${last.charAt(0)}${number}`
          : pattern === 2
            ? `${random.pick(WORDS)}_${first.toLowerCase()}`
            : `${first.toLowerCase()}_${last.toLowerCase()}${number}`;
    if (seen.has(username.toLowerCase())) continue;
    seen.add(username.toLowerCase());
    yield {
      username,
      name: `${first} ${last}`,
      email: `${username.toLowerCase()}@demo.takeline.invalid`,
    };
  }
}
