#pragma once
int from_once_h;
