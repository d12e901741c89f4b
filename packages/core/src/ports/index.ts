// Ports (Effect services) and their tagged errors; filled by the ports work.
export {};
