int from_system_h;
