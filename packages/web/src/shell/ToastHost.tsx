/** The shell's toast (S0 §2 mobile `Saved to {board}` with `View`), a chunk loaded when the first toast shows. */
import { LiveRegionProvider, Toast } from '@pinstack/react-ui';
import { useSession } from '../session.js';

export default function ToastHost() {
  const { toast, setToast } = useSession();
  return (
    <LiveRegionProvider>
      {toast === null ? null : <Toast key={toast.text} toast={toast} onDismiss={() => setToast(null)} />}
    </LiveRegionProvider>
  );
}
