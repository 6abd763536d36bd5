// The fake IRIS of the e-file benchmark in a process of its own, so that the benchmark's memory figure
// is the server's: it checks every upload against the schema as the IRS would. Started with fork();
// the public key comes as the first message; it answers with its endpoints, and on 'report' with the
// number of uploads and its own peak memory.
import { startTestFake } from '../src/features/iris-a2a/test-support/iris.ts';

process.once('message', (publicKeyPem: string) => {
  void startTestFake(publicKeyPem, 0).then((fake) => {
    process.send?.({ endpoints: fake.endpoints, url: fake.url });
    process.on('message', (message: string) => {
      if (message === 'report')
        process.send?.({
          uploads: fake.intake.uploads.length,
          peakRss: process.resourceUsage().maxRSS * 1024,
        });
      if (message === 'close') void fake.close().then(() => process.exit(0));
    });
  });
});
