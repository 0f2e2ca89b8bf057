export const admin = {
  sr: { title: 'Administracija sistema', notice: 'Administracija sistema stiže zajedno sa prijavom.' },
  en: { title: 'System administration', notice: 'System administration arrives together with sign-in.' },
};
