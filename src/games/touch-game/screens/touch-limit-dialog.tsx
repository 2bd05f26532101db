import { Button } from "../../../ui/button";
import { Dialog } from "../../../ui/dialog";

/** The system cancelled every touch (iOS does past 5 fingers): offer the names mode instead. */
export function TouchLimitDialog({
  open,
  onDismiss,
  onNames,
}: {
  open: boolean;
  onDismiss(): void;
  onNames(): void;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={(o) => !o && onDismiss()}
      title="Seu aparelho aceita no máximo 5 dedos de uma vez"
      description="Com mais dedos, o sistema cancela todos os toques. Joguem com até 5 dedos ou escolham pelos nomes."
    >
      <div className="grid gap-3">
        <Button onClick={onNames}>Escolher pelos nomes</Button>
        <Button variant="secondary" onClick={onDismiss}>
          Tentar com menos dedos
        </Button>
      </div>
    </Dialog>
  );
}
