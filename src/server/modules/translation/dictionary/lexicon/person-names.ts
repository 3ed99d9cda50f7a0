/**
 * Common Swedish given names and surnames. They are never translated; listing them stops a name
 * that is also a word (Björn "bear", Sten "stone", Klara "manage") from being translated when it
 * opens a sentence, and stops surnames from being split as compounds (Lindberg ≠ lime mountain).
 */
export const PERSON_NAMES = `
Anna Eva Maria Karin Kristina Lena Sara Kerstin Emma Ingrid Marie Malin Jenny Birgitta Hanna Inger
Annika Linda Susanne Elin Monica Ulla Johanna Sofia Carina Elisabeth Katarina Helena Marianne Ida
Camilla Lisa Julia Ebba Alice Maja Elsa Astrid Wilma Freja Olivia Alva Vera Selma Ella Agnes Stella
Saga Klara Signe Alma Tove Linnea Lova Nora Ellen Moa Matilda Amanda Frida Josefin Therese Åsa Pia
Magdalena Ulrika Charlotte Anneli Gunilla Margareta Britt Siv Gun Barbro Ann Anita Ewa Jessica
Lars Mikael Anders Johan Erik Karl Peter Thomas Jan Daniel Fredrik Bengt Mats Stefan Andreas
Magnus Mattias Jonas Björn Niklas Patrik Marcus Martin Henrik Tobias Joakim Christer Göran Ulf Bo
Leif Sven Gunnar Kjell Rolf Åke Stig Nils Olle Oskar Lucas William Liam Hugo Elias Noah Alexander
Adam Oliver Viktor Axel Filip Isak Leo Ludvig Gustav Albin Emil Anton Sebastian Simon Jakob Linus
Rasmus Jesper Kristoffer Robin Robert Richard Roger Tommy Kent Kenneth Ronny Jimmie Zlatan Ulf
Ebbe Sten Torbjörn Ingvar Olof Tage Morgan Dan Göran Håkan Roland Lennart Ingemar Arne Bertil
Andersson Johansson Karlsson Nilsson Eriksson Larsson Olsson Persson Svensson Gustafsson Pettersson
Jonsson Jansson Hansson Bengtsson Jönsson Lindberg Jakobsson Magnusson Olofsson Lindström Lindqvist
Lindgren Berg Axelsson Bergström Lundberg Lind Lundgren Lundqvist Mattsson Berglund Fredriksson
Sandberg Henriksson Forsberg Sjöberg Wallin Ali Engström Mohammed Eklund Danielsson Lundin Håkansson
Björk Bergman Gunnarsson Holm Wikström Samuelsson Isaksson Fransson Bergqvist Nyström Holmberg
Arvidsson Löfgren Söderberg Nyberg Blomqvist Claesson Nordström Mårtensson Lundström Ahmed Viklund
Björklund Eliasson Pålsson Berggren Sandström Lund Nordin Ström Åberg Hermansson Ekström Holmgren
Sundberg Hedlund Dahlberg Hellström Sjögren Abrahamsson Falk Öberg Blom Kristersson Andersson
Löfven Åkesson Busch Lööf Dadgostar Sabuni Strömmer Forssmed Tenje Pourmokhtari Hallberg Edholm
Svantesson Billström Forssell Jonson Slottner Roswall Liljestrand Wykman Carlson Stenergard
Linde Hallengren Damberg Ygeman Shekarabi Johnsson Ibrahim Hassan Hussein Yusuf Omar
Bildt Palme Carlsson Persson Reinfeldt Wallenberg Lagerlöf Strindberg Lindgren Bergman Garbo
Victoria Madeleine Silvia Daniel Estelle Oscar Chris Sofia Leonore Julian
`;
