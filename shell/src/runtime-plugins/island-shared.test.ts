import { createInstance } from '@module-federation/enhanced/runtime';
import islandSharedPlugin from './island-shared';

// The shell's React as its build shares it (a chunk fetched on demand) and the island's, already on the page.
const buildReact = { from: 'build' };
const islandReact = { from: 'island' };

function shell(version = '19.3.1') {
  const fetched: string[] = [];
  const instance = createInstance({
    name: `shell_${Math.random().toString(36).slice(2)}`,
    remotes: [],
    shareStrategy: 'loaded-first',
    shared: {
      react: {
        version,
        scope: 'default',
        shareConfig: { singleton: true, requiredVersion: '^19.0.0' },
        get: async () => {
          fetched.push('react');
          return () => buildReact;
        },
      },
    },
    plugins: [islandSharedPlugin()],
  });
  return { instance, fetched };
}

describe('island-shared runtime plugin', () => {
  afterEach(() => {
    delete window.fcsIsland;
  });

  const islandWith = (version: string) => {
    window.fcsIsland = {
      intent: null,
      state: () => ({ text: '', results: null, focus: null }),
      unmount: () => undefined,
      shared: { react: { version, module: islandReact } },
    };
  };

  it("hands out the island's React and fetches none of its own when the island brought the shell", async () => {
    islandWith('19.3.1');
    const { instance, fetched } = shell();
    const factory = await instance.loadShare<typeof islandReact>('react');
    expect(factory && factory()).toBe(islandReact);
    expect(fetched).toEqual([]);
  });

  it('loads its own when the page has no island (another page, or someone signed in)', async () => {
    const { instance, fetched } = shell();
    const factory = await instance.loadShare<typeof buildReact>('react');
    expect(factory && factory()).toBe(buildReact);
    expect(fetched).toEqual(['react']);
  });

  it("loads its own when the island's React is another version", async () => {
    islandWith('19.2.0');
    const { instance, fetched } = shell();
    const factory = await instance.loadShare<typeof buildReact>('react');
    expect(factory && factory()).toBe(buildReact);
    expect(fetched).toEqual(['react']);
  });
});
