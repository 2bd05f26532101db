import { Button } from "../../ui/button";
import { Dialog } from "../../ui/dialog";

/** Before +18 content joins, the whole group answers: 'Agora não' or 'Todos topam'. */
export function GroupConsentDialog({
  open,
  title,
  warning,
  onClose,
  onAgree,
}: {
  open: boolean;
  title: string;
  /** What the group agrees to. */
  warning?: string;
  onClose(): void;
  /** 'Todos topam' (the dialog closes after). */
  onAgree(): void;
}) {
  return (
    <Dialog open={open} onOpenChange={(o) => !o && onClose()} title={title} description={warning}>
      <div className="grid grid-cols-2 gap-3">
        <Button variant="secondary" onClick={onClose}>
          Agora não
        </Button>
        <Button
          onClick={() => {
            onAgree();
            onClose();
          }}
        >
          Todos topam
        </Button>
      </div>
    </Dialog>
  );
}
