import { useCallback, useState } from "react";

const KEY = "onff-admin-editor-full-screen";

/** Whether the article editor fills the window: the writer's last choice, kept on this device. */
export function useFullScreen(): [boolean, () => void] {
  const [full, setFull] = useState(() => {
    try {
      return typeof window !== "undefined" && localStorage.getItem(KEY) === "true";
    } catch {
      return false;
    }
  });
  const toggle = useCallback(() => {
    setFull((was) => {
      try {
        localStorage.setItem(KEY, String(!was));
      } catch {
        // Storage disabled: the choice lasts until the dialog closes.
      }
      return !was;
    });
  }, []);
  return [full, toggle];
}
