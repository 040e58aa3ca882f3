// Runs the social provider fakes on their own (manual checks and the e2e): prints the env lines the server needs.
// FAKE_PORT fixes the port; every network "signs in" as @fake_person.
import { FAKE_NETWORKS, SocialFake } from './social-fake';

const fake = await new SocialFake().start(Number(process.env.FAKE_PORT ?? 0));
for (const network of FAKE_NETWORKS) fake.signedIn.set(network, { id: '4242', username: 'fake_person' });
for (const [key, value] of Object.entries(fake.env())) console.log(`${key}=${value}`);
process.on('SIGTERM', () => void fake.stop().then(() => process.exit(0)));
