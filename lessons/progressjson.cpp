// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#include "lessons/progressjson.h"

#include <cstdio>

namespace lessons::detail {

QByteArray jsonText(const QJsonValue& v) {
    QByteArray out;
    JsonWriter::appendValue(out, v);
    return out;
}

namespace {

qint64 daysFromCivil(qint64 y, unsigned m, unsigned d) { // H. Hinnant's algorithm
    y -= m <= 2;
    const qint64 era = (y >= 0 ? y : y - 399) / 400;
    const unsigned yoe = unsigned(y - era * 400);
    const unsigned doy = (153 * (m + (m > 2 ? -3 : 9)) + 2) / 5 + d - 1;
    const unsigned doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    return era * 146097 + qint64(doe) - 719468;
}

void civilFromDays(qint64 z, int* y, int* m, int* d) {
    z += 719468;
    const qint64 era = (z >= 0 ? z : z - 146096) / 146097;
    const unsigned doe = unsigned(z - era * 146097);
    const unsigned yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
    const unsigned doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    const unsigned mp = (5 * doy + 2) / 153;
    *d = int(doy - (153 * mp + 2) / 5 + 1);
    *m = int(mp < 10 ? mp + 3 : mp - 9);
    *y = int(qint64(yoe) + era * 400 + (*m <= 2));
}

} // namespace

QString isoTime(const QDateTime& t) {
    if (!t.isValid())
        return {};
    const qint64 ms = t.toMSecsSinceEpoch();
    const qint64 msPerDay = 86400000;
    const qint64 days = ms >= 0 ? ms / msPerDay : -((-ms + msPerDay - 1) / msPerDay);
    const qint64 rest = ms - days * msPerDay;
    int y = 0, mo = 0, d = 0;
    civilFromDays(days, &y, &mo, &d);
    if (y < 0 || y > 9999)
        return t.toUTC().toString(Qt::ISODateWithMs);
    char text[64]; // a 24-character stamp; room for what the compiler cannot rule out
    std::snprintf(text, sizeof text, "%04d-%02d-%02dT%02d:%02d:%02d.%03dZ", y, mo, d,
                  int(rest / 3600000), int(rest / 60000 % 60), int(rest / 1000 % 60),
                  int(rest % 1000));
    return QString::fromLatin1(text);
}

QDateTime fromIso(const QString& s) {
    if (s.size() == 24 && s.at(4) == u'-' && s.at(7) == u'-' && s.at(10) == u'T' &&
        s.at(13) == u':' && s.at(16) == u':' && s.at(19) == u'.' && s.at(23) == u'Z') {
        auto digits = [&](int from, int count) {
            int n = 0;
            for (int i = from; i < from + count; ++i) {
                const QChar c = s.at(i);
                if (c < u'0' || c > u'9')
                    return -1;
                n = n * 10 + (c.unicode() - '0');
            }
            return n;
        };
        const int y = digits(0, 4), mo = digits(5, 2), d = digits(8, 2), h = digits(11, 2),
                  mi = digits(14, 2), se = digits(17, 2), ms = digits(20, 3);
        if (y >= 0 && mo >= 1 && mo <= 12 && d >= 1 && d <= QDate(y, mo, 1).daysInMonth() &&
            h >= 0 && h < 24 && mi >= 0 && mi < 60 && se >= 0 && se < 60 && ms >= 0) {
            const qint64 msecs = daysFromCivil(y, unsigned(mo), unsigned(d)) * 86400000 +
                                 ((qint64(h) * 60 + mi) * 60 + se) * 1000 + ms;
            return QDateTime::fromMSecsSinceEpoch(msecs, Qt::UTC);
        }
    }
    return QDateTime::fromString(s, Qt::ISODateWithMs);
}

void setAside(QList<QByteArray>* aside, const QString& path, const QByteArray& value) {
    QByteArray item("{\"path\":");
    JsonWriter::appendString(item, path);
    item.append(",\"value\":");
    item.append(value);
    item.append('}');
    aside->append(item);
}

} // namespace lessons::detail
