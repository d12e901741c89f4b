// A story-free page that renders the save-to-board picker on the HTTP adapter, built only to
// measure what such a page costs (issue 9's size figure; the web app's `npm run size` supersedes it).
import { BoardService, PinService } from '@pinstack/core/ports';
import { makeBoardServiceHttp, makePinServiceHttp, platformUploader, resolveConfig } from '@pinstack/http-adapter';
import { PinstackProvider, SaveToBoardModal } from '@pinstack/react-ui';
import { Layer, ManagedRuntime } from 'effect';
import { createRoot } from 'react-dom/client';
import '@pinstack/react-ui/tokens.css';

// Only the two services the picker reads: boards and Pins.
const config = resolveConfig({ baseUrl: '' }, platformUploader);
const runtime = ManagedRuntime.make(
  Layer.mergeAll(Layer.succeed(BoardService, makeBoardServiceHttp(config)), Layer.succeed(PinService, makePinServiceHttp(config))),
);
const root = document.getElementById('root');
if (root !== null) {
  createRoot(root).render(
    <PinstackProvider runtime={runtime}>
      <SaveToBoardModal input={{ pin: { id: '1' }, acting: { isAuth: true, viewerId: '1' } }} onFinish={() => {}} />
    </PinstackProvider>,
  );
}
